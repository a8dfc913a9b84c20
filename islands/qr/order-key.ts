/** Where a listing's order is kept on the phone (localStorage): one key per listing's public id. */
export const cartKey = (listing: string) => `order:${listing}`;
