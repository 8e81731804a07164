// Barrel of domain/exhibitor: every rule of this area is a named export here.
export {};
