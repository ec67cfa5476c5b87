import type { EspeakSettings } from './espeak-engine';
import type { NarrationLanguage, NarratorVoice } from './types';

/**
 * How each narrator voice sounds with espeak-ng, per language. espeak has no child voice; `zac` is the
 * variant with raised formants (×1.45, a shorter vocal tract) and a high base pitch, the closest to one.
 * Measured on one 52-word paragraph (median F0 of voiced frames; seconds to speak it):
 *
 * | voice             | en: F0, length | es: F0, length | character                              |
 * | ----------------- | -------------- | -------------- | -------------------------------------- |
 * | WARM_FEMALE       | 225 Hz, 18.9 s | 227 Hz, 21.2 s | female (f3), unhurried, lively contour |
 * | FRIENDLY_MALE     | 109 Hz, 17.7 s | 110 Hz, 20.1 s | male (m3), a little quicker            |
 * | ENERGETIC_CHILD   | 345 Hz, 16.4 s | 345 Hz, 18.4 s | child-like (zac), fastest, widest range |
 * | SOOTHING_NARRATOR |  78 Hz, 23.0 s |  78 Hz, 26.2 s | low male (m1), slowest, flattest       |
 *
 * Volumes even out loudness and keep every voice below clipping (sox, whole chapter: English −21 to
 * −22 dBFS RMS; Spanish −22 to −25, its male voices held lower by isolated peaks near full scale).
 * Spanish uses es-419 (Latin American: seseo, no /θ/), the accent most Spanish-speaking families share.
 */
export const ESPEAK_VOICES: Record<NarrationLanguage, Record<NarratorVoice, EspeakSettings>> = {
  en: {
    WARM_FEMALE: { voice: 'en-us+f3', rate: 150, pitch: 55, range: 60, volume: 100 },
    FRIENDLY_MALE: { voice: 'en-us+m3', rate: 155, pitch: 50, range: 60, volume: 100 },
    ENERGETIC_CHILD: { voice: 'en-us+zac', rate: 170, pitch: 35, range: 80, volume: 60 },
    SOOTHING_NARRATOR: { voice: 'en-us+m1', rate: 125, pitch: 35, range: 30, volume: 120 },
  },
  es: {
    WARM_FEMALE: { voice: 'es-419+f3', rate: 150, pitch: 55, range: 60, volume: 85 },
    FRIENDLY_MALE: { voice: 'es-419+m3', rate: 155, pitch: 50, range: 60, volume: 75 },
    ENERGETIC_CHILD: { voice: 'es-419+zac', rate: 170, pitch: 35, range: 80, volume: 50 },
    SOOTHING_NARRATOR: { voice: 'es-419+m1', rate: 125, pitch: 35, range: 30, volume: 80 },
  },
};
