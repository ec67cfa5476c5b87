import { parseWav, WavFormatError, type WavAudio } from '../encoder/wav';
import { NarrationError } from './narration-error';

/**
 * One call to an OpenAI-compatible `POST {baseUrl}/audio/speech` (OpenAI, Kokoro-FastAPI, …), asking for
 * WAV so the narrator can put exact pauses between pieces before encoding. The body holds only the
 * text to speak and the voice — nothing about the user.
 */

export interface SpeechServiceOptions {
  /** Including the API version, e.g. `https://api.openai.com/v1` (OPENAI_BASE_URL). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface SpeechVoice {
  voice: string;
  /** Sent only when not 1: some compatible servers reject fields they do not know. */
  speed: number;
}

/** Error bodies are usually `{ error: { message } }`; anything else is quoted briefly. */
async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const error = body.error;
      if (typeof error === 'string') detail = error;
      else if (typeof error === 'object' && error !== null && 'message' in error)
        detail = String(error.message);
    }
  } catch {
    // not JSON: keep the text
  }
  const brief = detail.replace(/\s+/g, ' ').trim().slice(0, 200);
  return `speech service answered ${response.status}${brief ? `: ${brief}` : ''}`;
}

function failure(
  error: unknown,
  timeout: AbortSignal,
  caller: AbortSignal | undefined,
  ms: number,
): NarrationError {
  if (caller?.aborted) return new NarrationError('ABORTED', 'narration was cancelled', { cause: error });
  if (timeout.aborted) return new NarrationError('TIMEOUT', `speech service did not answer within ${ms} ms`);
  const message = error instanceof Error ? error.message : String(error);
  return new NarrationError('NETWORK', `speech service unreachable: ${message}`, { cause: error });
}

export async function requestSpeech(
  service: SpeechServiceOptions,
  input: string,
  voice: SpeechVoice,
  signal?: AbortSignal,
): Promise<WavAudio> {
  const timeout = AbortSignal.timeout(service.timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/wav' };
  if (service.apiKey) headers.authorization = `Bearer ${service.apiKey}`;
  const body = {
    model: service.model,
    input,
    voice: voice.voice,
    response_format: 'wav',
    ...(voice.speed === 1 ? {} : { speed: voice.speed }),
  };
  let bytes: Uint8Array;
  try {
    const response = await fetch(`${service.baseUrl.replace(/\/+$/, '')}/audio/speech`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      throw new NarrationError('HTTP_STATUS', await describeFailure(response), { status: response.status });
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof NarrationError) throw error;
    throw failure(error, timeout, signal, service.timeoutMs);
  }
  try {
    const audio = parseWav(bytes);
    if (audio.samples.length === 0) throw new WavFormatError('no samples');
    return audio;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new NarrationError('BAD_AUDIO', `speech service sent unusable audio (${message})`, {
      cause: error,
    });
  }
}
