import { Slider } from 'antd';
import { useState } from 'react';
import { clamp } from './bounds';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange(value: number): void;
}

/** A slider that moves freely and commits once, on release (one undo step per drag). */
export function SliderField({ label, value, min, max, step = 1, onChange }: SliderFieldProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <Slider
      aria-label={label}
      min={min}
      max={max}
      step={step}
      value={dragging ?? value}
      onChange={(next: number) => setDragging(next)}
      onChangeComplete={(next: number) => {
        setDragging(null);
        onChange(clamp(next, { min, max }));
      }}
    />
  );
}
