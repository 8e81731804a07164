// Barrel of domain/tasks: every rule of this area is a named export here.
export {};
