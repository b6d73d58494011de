export * from './task';
export * from './roles';
export * from './todo';
export * from './notification';
export * from './workspace';
export * from './list';
export * from './upload';
export * from './weather';
