export * from './checklists';
export * from './process';
