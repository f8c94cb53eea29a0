export * from './guide-content.mjs';
