import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * A column written as its SQL would read, for example `"text not null unique"` or
 * `"text not null references users.id on delete cascade"`: a type, then, in this order and
 * each optional, `primary key`, `not null`, `unique`, `default <whole number>` and
 * `references <table>.<column> on delete cascade|set null`. Anything else throws, so a typo
 * fails the migration tests rather than changing the schema.
 */
export type ColumnSpec = `${"text" | "integer" | "double precision"}${string}`;

const COLUMN =
  /^(text|integer|double precision)( primary key)?( not null)?( unique)?(?: default (\d+))?(?: references (\w+\.\w+) on delete (cascade|set null))?$/;

/**
 * The first columns of a row that belongs to another: its own id, then the parent's id in
 * `column`, whose removal removes it. `childRow("chat_id", "chats")` reads
 * `{ id: "text primary key", chat_id: "text not null references chats.id on delete cascade" }`.
 */
export function childRow(column: string, parentTable: string): Record<string, ColumnSpec> {
  return { id: "text primary key", [column]: `text not null references ${parentTable}.id on delete cascade` };
}

/** The first columns of a row that belongs to a user: its own id, and the user's, whose removal removes it. */
export const userRow = childRow("user_id", "users");

/** A table: its columns in order, then its constraints and indexes, each by its name: the columns it covers. */
export interface TableSpec {
  columns: Record<string, ColumnSpec>;
  primaryKey?: Record<string, string[]>;
  unique?: Record<string, string[]>;
  indexes?: Record<string, string[]>;
}

/** Creates a table with its columns in order, its constraints, then its indexes. */
export async function createTable(db: Kysely<unknown>, name: string, { columns, ...keys }: TableSpec): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, spec] of Object.entries(columns)) {
    const match = COLUMN.exec(spec);
    if (!match) throw new Error(`${name}.${column}: cannot read the column "${spec}"`);
    const [, type, primaryKey, notNull, unique, byDefault, references, onDelete] = match;
    table = table.addColumn(column, type as "text" | "integer" | "double precision", (c) => {
      if (primaryKey) c = c.primaryKey();
      if (notNull) c = c.notNull();
      if (unique) c = c.unique();
      if (byDefault !== undefined) c = c.defaultTo(Number(byDefault));
      if (references) c = c.references(references).onDelete(onDelete as "cascade" | "set null");
      return c;
    });
  }
  for (const [constraint, covered] of Object.entries(keys.primaryKey ?? {})) {
    table = table.addPrimaryKeyConstraint(constraint, covered);
  }
  for (const [constraint, covered] of Object.entries(keys.unique ?? {})) {
    table = table.addUniqueConstraint(constraint, covered);
  }
  await table.execute();
  for (const [index, covered] of Object.entries(keys.indexes ?? {})) {
    await db.schema.createIndex(index).on(name).columns(covered).execute();
  }
}

/** Columns of one type, in the order given: `...columnsOf("text not null", "status", "created_at")`. */
export function columnsOf(spec: ColumnSpec, ...names: string[]): Record<string, ColumnSpec> {
  return Object.fromEntries(names.map((name) => [name, spec]));
}
