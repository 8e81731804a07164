// Barrel of domain/presentation: every rule of this area is a named export here.
export * from './address.ts';
export * from './locale.ts';
export * from './localizedText.ts';
export * from './oneLanguage.ts';
export * from './money.ts';
export * from './teaser.ts';
export * from './punctuation.ts';
export * from './productName.ts';
