// Barrel of domain/presentation: every rule of this area is a named export here.
export {};
