export * from "./auth";
export * from "./content";
export * from "./qr";
export * from "./uploads";
export * from "./enums";
