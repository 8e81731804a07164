// Barrel of domain/tasks: every rule of this area is a named export here.
export * from './types.ts';
export * from './taskDone.ts';
export * from './taskDisplayState.ts';
export * from './taskVisibility.ts';
export * from './taskLinks.ts';
export * from './taskGroups.ts';
export * from './taskList.ts';
export * from './fairModel.ts';
export * from './deadlines.ts';
export * from './deadlineFilters.ts';
