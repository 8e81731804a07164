// Barrel of domain/insurance: every rule of this area is a named export here.
export {};
