import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { Slider } from 'radix-ui';
import { SETTINGS_VOLUME } from '@/contract/constants';

interface VolumeSliderProps {
  /** 0 to 100, in steps of 5 (S§5). */
  percent: number;
  onChange: (percent: number) => void;
  /** The slider's name, already translated. */
  label: string;
  /** What a screen reader says for the value ("80%"). */
  valueText: string;
  /** The id of an element that describes it. */
  describedBy?: string;
}

/** A volume: a speaker that shows the level, and a track 48 px tall to touch; arrows and Home/End move it. */
export function VolumeSlider({ percent, onChange, label, valueText, describedBy }: VolumeSliderProps) {
  const Icon = percent === 0 ? VolumeX : percent < 50 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-3">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
      <Slider.Root
        value={[percent]}
        min={SETTINGS_VOLUME.min}
        max={SETTINGS_VOLUME.max}
        step={SETTINGS_VOLUME.step}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        className="relative flex h-12 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-raised">
          <Slider.Range className="absolute h-full rounded-full bg-ink-muted" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label}
          aria-valuetext={valueText}
          aria-describedby={describedBy}
          className="block size-6 rounded-full border-4 border-ink-muted bg-ink"
        />
      </Slider.Root>
    </div>
  );
}
