import { demoData, demoFiles, otherSchool } from './demo.js';
const d = demoData();
console.log(d.tables.map((t) => `${t.entity} ${t.rows.length}`).join(' · '));
console.log('tables', d.tables.length, 'rows', d.tables.reduce((s, t) => s + t.rows.length, 0), 'files', demoFiles.length);
console.log(JSON.stringify(d.accounts), JSON.stringify(otherSchool));
