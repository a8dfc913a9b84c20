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
  // A GPS IFD is reached through tag 0x8825 in IFD0: in either byte order.
  if (text.includes("\x88\x25\x00\x04") || text.includes("\x25\x88\x04\x00")) found.push("gps");
  return found;
}
