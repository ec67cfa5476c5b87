// Types for @echogarden/espeak-ng-emscripten 0.3.5, which ships none: only what espeak-engine.ts uses,
// read from the package's generated bindings (espeak-ng.js).
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEventType =
    | 'list_terminated'
    | 'word'
    | 'sentence'
    | 'mark'
    | 'play'
    | 'end'
    | 'msg_terminated'
    | 'phoneme'
    | 'samplerate';

  export interface EspeakEvent {
    type: EspeakEventType;
    /** 1-based, in code points of the synthesised text. */
    text_position: number;
    /** In code points; 0 when espeak could not tell. */
    word_length: number;
    /** Milliseconds from the start of this synthesis call. */
    audio_position: number;
    id?: string | number;
  }

  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface ESpeakNGWorker {
    /** `language+variant`, e.g. `en-us+f3`; returns 0 on success. */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    set_volume(volume: number): void;
    get_samplerate(): number;
    list_voices(): EspeakVoiceInfo[];
    /** Reads the text as SSML; the callback gets 16-bit PCM chunks, and a truthy return stops synthesis. */
    synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => number): void;
  }

  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  export default function initialize(moduleArg?: Record<string, unknown>): Promise<ESpeakNGModule>;
}
