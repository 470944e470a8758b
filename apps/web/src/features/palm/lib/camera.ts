/** Why the camera could not be used; each has its Thai message (spec §8 camera errors). */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'noCamera' | 'busy' | 'failed';

export interface CameraEnvironment {
  isSecureContext: boolean;
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
}

export function browserCameraEnvironment(): CameraEnvironment {
  return {
    isSecureContext: typeof window !== 'undefined' && window.isSecureContext,
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
  };
}

/** A problem known before asking: browsers only offer the camera to secure (HTTPS) pages. */
export function cameraProblemBeforeAsking(env: CameraEnvironment): CameraProblem | null {
  if (!env.isSecureContext) return 'insecure';
  if (typeof env.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return null;
}

/** Maps a `getUserMedia` rejection (a DOMException by name) to what the user is told. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** The rear camera where there is one, at a size that shows palm lines clearly. */
export const REAR_CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1920 },
    height: { ideal: 1080 },
  },
};

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export const CAPTURE_JPEG_QUALITY = 0.9;

/** Draws the current video frame and encodes it as JPEG. */
export function captureFrame(video: HTMLVideoElement): Promise<File> {
  return new Promise((resolve, reject) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) {
      reject(new Error('the camera has no picture yet'));
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('no 2d canvas'));
      return;
    }
    context.drawImage(video, 0, 0, width, height);
    canvas.toBlob(
      (blob) => {
        if (!blob) reject(new Error('the frame could not be encoded'));
        else resolve(new File([blob], `palm-${Date.now()}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      CAPTURE_JPEG_QUALITY,
    );
  });
}
