import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, openDatabase, parseConfig } from '@lightbox/platform';
import { importVocabulary, parseVocabulary, VocabularyFormatError, vocabularyLocale } from '@lightbox/search';
import { migrateAll } from './migrations';

/**
 * `npm run vocabulary:import -- <file.json> --locale xx`: adds an operator's concept terms for
 * one locale (README "Search in the visitor's language"). The file has the shipped files'
 * format; its concepts replace the operator's earlier terms for those concepts, new concept ids
 * become concepts, and the shipped terms stay. With the embedded database, stop the server
 * first (one process holds it); with PostgreSQL, servers see the terms within a minute.
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { locale: { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file)
    throw new VocabularyFormatError('give the file: npm run vocabulary:import -- <file.json> --locale xx');
  const locale = vocabularyLocale(values.locale);
  const vocabulary = parseVocabulary(await readFile(path.resolve(file), 'utf8'));
  const config = parseConfig(process.env);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateAll(database.db);
    const { concepts, terms } = await importVocabulary(database.db, locale, vocabulary, 'operator');
    console.log(`Imported ${terms} terms of ${concepts} concepts for ${locale}.`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof VocabularyFormatError || error instanceof ConfigError) {
    console.error(`vocabulary:import: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
