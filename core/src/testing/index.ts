export * from './data-port-contract';
export * from './streams';
export * from './purge-scenario';
export * from './reservation';
export * from './hours';
export * from './quote-request';
export * from './product';
export * from './csv-attacks';
