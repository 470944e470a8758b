import { existsSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const hasSplashVideo = existsSync(path.join(import.meta.dirname, 'public/splash.mp4'));

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  define: {
    // The splash only asks for /splash.mp4 when one was shipped; otherwise it shows the image.
    'import.meta.env.VITE_SPLASH_VIDEO': JSON.stringify(hasSplashVideo ? '1' : ''),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
