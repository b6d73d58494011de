export * from './task';
export * from './roles';
export * from './todo';
