export { type EntityActions, EntityListScreen, type EntityListScreenProps } from './entity-list-screen.js';
