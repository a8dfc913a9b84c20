/**
 * Settings that are on or off, answered as booleans (stored as "true"/"false" rows). Kept apart
 * from the settings' schema (shared/contract/settings.ts, which carries zod) so the admin's
 * settings form can know them without the schema:
 * - `show_old_pounds`: every Syrian price on the public pages also shows its amount in old pounds
 *   (100 old = 1 new since 1 January 2026), for the people who still count in them.
 */
export const flagSettingKeys = ["show_old_pounds"] as const;
export type FlagSettingKey = (typeof flagSettingKeys)[number];
export const isFlagSetting = (key: string): key is FlagSettingKey => (flagSettingKeys as readonly string[]).includes(key);
