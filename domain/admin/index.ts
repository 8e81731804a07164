// Barrel of domain/admin: every rule of this area is a named export here.
export {};
