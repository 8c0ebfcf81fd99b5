export { StudentToday } from './student-today.js';
