export * from './primitives';
export * from './entities';
export * from './contracts';
export * from './calls';
export * from './query';
export * from './readers';
