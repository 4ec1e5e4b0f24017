export * from './window';
export * from './checklists';
export * from './process';
