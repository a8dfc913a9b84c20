import type { Page } from "playwright-core";

export interface PhotoUpload {
  id: number;
  url: string;
  size: number;
  dimensions: { width: number; height: number };
  placeholder: string | null;
  variants: { url: string; width: number; height: number; size: number }[];
}
export interface ImageDownload {
  url: string;
  bytes: number;
}
export function photoListing(
  base: string,
  admin: { username: string; password: string },
  photos: { cover: Uint8Array; gallery: Uint8Array[]; name?: string },
): Promise<{ listing: { id: number; unique_id: string }; cover: PhotoUpload; gallery: PhotoUpload[]; owner: { token: string } }>;
export function watchPhotos(page: Page): Promise<{ images(): ImageDownload[] }>;
export function photoTimings(page: Page): Promise<{ heroMs: number | null; cls: number; currentSrc: string | null }>;
export function scrollThrough(page: Page): Promise<void>;
export function sumBytes(images: ImageDownload[]): number;
