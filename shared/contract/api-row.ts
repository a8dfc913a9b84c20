/**
 * The columns every table shares (the timestamps and the folded search key, named in
 * db/schema/columns.ts and db/search-key.ts) still have camelCase keys, while the API calls the
 * timestamps `created_at` and `updated_at` and never shows the search key. `ApiRow` is a row as
 * the API shows it; `apiRow` turns a row into one. A resource's answer is then `apiRow(row)`
 * plus its computed fields.
 */
interface SharedColumns {
  createdAt: string;
  updatedAt: string;
  searchKey: string;
}

export type ApiRow<Row extends SharedColumns> = Omit<Row, keyof SharedColumns> & { created_at: string; updated_at: string };

export const apiRow = <Row extends SharedColumns>({ createdAt, updatedAt, searchKey: _searchKey, ...own }: Row): ApiRow<Row> => ({
  ...own,
  created_at: createdAt,
  updated_at: updatedAt,
});
