/**
 * What the test camera photo (camera-photo.ts) hides in its metadata, and the check that none of
 * it comes back. Plain code with no image library, so the workerd tests use it too.
 */

/** The private details a phone writes into a photo: a test checks that none comes back. */
export const CAMERA_SECRETS = { artist: "Samer at home", make: "TestCam", model: "Pocket 12", latitude: "33/1 30/1 4/1", longitude: "36/1 17/1 9/1" };

const latin1 = (bytes: Uint8Array) => {
  // String.fromCharCode over chunks: the same text as Buffer's latin1, without Node's Buffer.
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
};

/** "33/1 30/1 4/1" as the bytes of EXIF rationals, big-endian and little-endian, as latin1 text. */
function rationals(value: string) {
  const numbers = value.split(/[ /]/).map(Number);
  const bytes = (little: boolean) => {
    const view = new DataView(new ArrayBuffer(numbers.length * 4));
    numbers.forEach((n, i) => view.setUint32(i * 4, n, little));
    return String.fromCharCode(...new Uint8Array(view.buffer));
  };
  return { big: bytes(false), little: bytes(true) };
}

/** Whether bytes still hold any of what cameraPhoto wrote privately (or any EXIF/XMP block). */
export function leaksCameraData(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  const found: string[] = [];
  for (const [name, value] of Object.entries({ artist: CAMERA_SECRETS.artist, make: CAMERA_SECRETS.make, model: CAMERA_SECRETS.model })) {
    if (text.includes(value)) found.push(name);
  }
  // EXIF in a JPEG or WebP starts with "Exif\0\0"; a PNG keeps it in an `eXIf` chunk.
  if (text.includes("Exif\0\0") || text.includes("eXIf")) found.push("exif");
  if (text.includes("<x:xmpmeta") || text.includes("http://ns.adobe.com/xap/1.0/")) found.push("xmp");
  // The position itself, as EXIF writes it: three rationals (degrees, minutes, seconds) of 32-bit
  // numbers, in either byte order. Looking for the 24 bytes of the latitude, not for the GPS tag's
  // 4 bytes: those turn up by chance in the pixel data of a 5 MB photo (one in a few hundred).
  const { big, little } = rationals(CAMERA_SECRETS.latitude);
  if (text.includes(big) || text.includes(little)) found.push("gps");
  return found;
}
