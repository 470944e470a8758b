import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import {
  browserCameraEnvironment,
  cameraProblemBeforeAsking,
  type CameraEnvironment,
} from '../lib/camera.ts';
import { PalmCapture } from './palm-capture.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

/**
 * `/palm-analysis-test`: the capture step on its own, for support to check a phone's camera and
 * photo picking. Nothing is uploaded and no coins are spent.
 */
export function PalmTestScreen({ cameraEnvironment }: { cameraEnvironment?: CameraEnvironment }) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const preview = useObjectUrl(file);
  const env = cameraEnvironment ?? browserCameraEnvironment();
  const problem = cameraProblemBeforeAsking(env);

  const yesNo = (value: boolean) => (value ? t('palm.test.yes') : t('palm.test.no'));
  const number = (n: number) => formatNumber(n, i18n.language);

  return (
    <Screen title={t('screens.palmAnalysisTest')} lead={t('palm.test.lead')}>
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{t('palm.test.diagnosticsTitle')}</h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          <dt>{t('palm.test.secure')}</dt>
          <dd className="font-semibold" data-testid="test-secure">
            {yesNo(env.isSecureContext)}
          </dd>
          <dt>{t('palm.test.camera')}</dt>
          <dd className="font-semibold" data-testid="test-camera">
            {yesNo(
              problem !== 'unsupported' && typeof env.mediaDevices?.getUserMedia === 'function',
            )}
          </dd>
        </dl>
      </Card>

      {file ? (
        <Card className="flex flex-col items-center gap-3" data-testid="palm-test-result">
          <h2 className="self-start text-lg font-bold">{t('palm.test.resultTitle')}</h2>
          {preview ? (
            <img
              src={preview}
              alt={t('palm.details.previewAlt')}
              onLoad={(e) =>
                setSize({
                  width: e.currentTarget.naturalWidth,
                  height: e.currentTarget.naturalHeight,
                })
              }
              className="max-h-80 w-auto max-w-full rounded-2xl object-contain ring-1 ring-amber-200 dark:ring-indigo-700"
            />
          ) : null}
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt>{t('palm.test.fileType')}</dt>
            <dd className="font-semibold">{file.type || '—'}</dd>
            <dt>{t('palm.test.fileSize')}</dt>
            <dd className="font-semibold">
              {t('palm.test.sizeKb', { size: number(Math.round(file.size / 1024)) })}
            </dd>
            {size ? (
              <>
                <dt>{t('palm.test.dimensions')}</dt>
                <dd className="font-semibold">
                  {t('palm.test.pixels', {
                    width: number(size.width),
                    height: number(size.height),
                  })}
                </dd>
              </>
            ) : null}
          </dl>
          <p
            role="status"
            className="w-full rounded-xl bg-emerald-50 px-3 py-2 text-center font-semibold text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200"
          >
            {t('palm.test.passed')}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => {
              setFile(null);
              setSize(null);
            }}
          >
            {t('palm.test.again')}
          </Button>
        </Card>
      ) : (
        <PalmCapture
          onPicked={(picked) => {
            setSize(null);
            setFile(picked);
          }}
          cameraEnvironment={cameraEnvironment}
        />
      )}
    </Screen>
  );
}
