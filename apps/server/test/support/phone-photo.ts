import sharp from 'sharp';

/**
 * `image` as a phone saves it: a JPEG whose pixels are stored turned (EXIF orientation 6), with
 * the camera's make and where it was taken (GPS) in its EXIF.
 */
export async function phonePhotoWithGps(image: Buffer, quality = 80): Promise<Buffer> {
  return sharp(image)
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' },
    })
    .toBuffer();
}
