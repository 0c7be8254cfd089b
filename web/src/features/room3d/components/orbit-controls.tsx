import { useFrame, useThree } from '@react-three/fiber';
import { type Ref, useEffect, useImperativeHandle, useMemo } from 'react';
import { OrbitControls as Controls } from 'three/examples/jsm/controls/OrbitControls.js';

export type { Controls as OrbitControlsImpl };

interface OrbitControlsProps {
  ref?: Ref<Controls>;
  /** How much of the remaining turn each frame applies once the pointer lets go: the turn eases out. */
  dampingFactor: number;
  minDistance: number;
  maxDistance: number;
  maxPolarAngle: number;
  /** After any change of the camera: a drag, a wheel, a key, or the turn easing out. */
  onChange?: () => void;
}

/**
 * three.js's OrbitControls on the canvas's camera, for a canvas drawn on demand: a change asks for the next frame, and
 * each frame lets the controls move the camera on (damping), which asks for the next until the turn has eased out.
 */
export function OrbitControls({ ref, dampingFactor, minDistance, maxDistance, maxPolarAngle, onChange }: OrbitControlsProps) {
  const camera = useThree((state) => state.camera);
  const element = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useMemo(() => new Controls(camera), [camera]);
  useImperativeHandle(ref, () => controls, [controls]);

  useEffect(() => {
    controls.connect(element);
    return () => controls.dispose();
  }, [controls, element]);

  useEffect(() => {
    Object.assign(controls, { enableDamping: true, dampingFactor, minDistance, maxDistance, maxPolarAngle });
    controls.update();
  }, [controls, dampingFactor, minDistance, maxDistance, maxPolarAngle]);

  useEffect(() => {
    const changed = () => {
      invalidate();
      onChange?.();
    };
    controls.addEventListener('change', changed);
    return () => controls.removeEventListener('change', changed);
  }, [controls, invalidate, onChange]);

  useFrame(() => controls.update(), -1);
  return null;
}
