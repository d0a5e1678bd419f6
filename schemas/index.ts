export * from './envelope';
export * from './roles';
export * from './auth';
export * from './system';
export * from './validate';
export * from './shared';
export * from './fixtures';
export * from './form';
