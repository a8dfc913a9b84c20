import { createContext, useContext, type ImgHTMLAttributes } from "react";
import type { Picture } from "./media";

/** The stored photos a page shows, by their main address (worker/services/pictures.ts loads them). */
export type PictureMap = Readonly<Record<string, Picture>>;

/**
 * Handed down by the server around a page (renderPage's `pictures`), so a page's sections can
 * look up a photo's size and variants by its address. Only server-rendered pages read it:
 * islands get their pictures as props, since the browser has no such context when it hydrates.
 */
export const PicturesContext = createContext<PictureMap>({});

/**
 * The page's stored photos: `pictureOf(url)` is the photo behind an address when the server knows
 * it (a /media upload with its variants), else undefined.
 */
export function usePictures() {
  const pictures = useContext(PicturesContext);
  return (url: string | null | undefined): Picture | undefined => (url ? pictures[url] : undefined);
}

interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  src: string;
  /** The stored photo, when known: its intrinsic size, placeholder colour and WebP variants. */
  picture?: Picture;
  /**
   * How wide the box is at each screen width (the `sizes` attribute), so the browser takes the
   * smallest variant that fills it at the screen's density: "(min-width: 56rem) 56rem, 100vw".
   */
  sizes: string;
  /** What the box shows before the photo arrives when the photo has no placeholder colour of its own. */
  fallbackBackground?: string;
}

/**
 * An image as phones on slow networks need it: for a stored photo, a WebP `srcset` the browser
 * picks from by the box's size and the screen's density, the JPEG/PNG main file for the rest,
 * `width`/`height` so nothing moves when it arrives, and its dominant colour behind it meanwhile.
 * Any other address (a public file, the demo artwork) is drawn as a plain image.
 */
export function Img({ src, picture, sizes, width, height, style, fallbackBackground, decoding = "async", ...rest }: ImgProps) {
  const background = picture?.placeholder ?? fallbackBackground;
  const img = (
    <img
      src={src}
      width={picture?.width ?? width}
      height={picture?.height ?? height}
      decoding={decoding}
      style={background ? { background, ...style } : style}
      {...rest}
    />
  );
  if (!picture?.srcset) return img;
  // `display: contents`: the <picture> wrapper takes no box, so the image sizes and lays out
  // exactly as it would alone.
  return (
    <picture style={{ display: "contents" }}>
      <source type="image/webp" srcSet={picture.srcset} sizes={sizes} />
      {img}
    </picture>
  );
}
