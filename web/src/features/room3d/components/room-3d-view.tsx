import type { RoomLayout } from '@contracts/designer';
import { addAfterEffect, Canvas, useThree } from '@react-three/fiber';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { NeutralToneMapping, PerspectiveCamera, type Scene, Vector2, type WebGLRenderer } from 'three';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cameraPresets, type CameraPose, type CameraPresetId, framedCamera, orbitLimits, PRESET_FOV } from '../model/cameras';
import { itemTransforms, openingPanels, roomScene, type RoomScene, type SceneItem } from '../model/room-scene';
import { sceneTones } from '../model/tones';
import { OrbitControls, type OrbitControlsImpl } from './orbit-controls';
import styles from './room-3d-view.module.css';
import { PicturePreview } from './picture-preview';
import { cutoutsLoading, RoomStage, showWallsFor } from './room-stage';

export type { SceneItem } from '../model/room-scene';

/** The board picture's size: a capture is drawn at this size whatever the screen (the board shows pictures 4:3). */
const CAPTURE = { width: 1200, height: 900 };
const ORBIT_STEP = Math.PI / 18;
const ZOOM_STEP = 1.2;

export const PICTURE_SAVED = "This view is now the board's picture.";
export const PICTURE_FAILED = 'Could not save the picture. Please try again.';

export interface Room3DViewProps {
  /** The room and where each product stands, as the 2D designer has it now; null until the designer has laid it out. */
  layout: RoomLayout | null;
  items: readonly SceneItem[];
  /** The board's palette (hex colours): the room's tones. */
  palette: readonly string[];
  /** Saves a capture of the view (a PNG) as the board's picture; only for people who may change it. */
  onCapture?: (picture: Blob) => Promise<unknown>;
}

interface Three {
  gl: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  invalidate: () => void;
}

/** Hands the renderer, scene and camera to the view outside the canvas (presets, keys, capture). */
function Bridge({ onReady, onShown }: { onReady: (three: Three) => void; onShown: (shown: boolean) => void }) {
  const { gl, scene, camera, invalidate, size } = useThree();
  useEffect(() => onReady({ gl, scene, camera: camera as PerspectiveCamera, invalidate }), [gl, scene, camera, invalidate, onReady]);
  // Until the canvas is measured it has no size (and the camera no aspect): presets wait for it.
  const shown = size.width > 0 && size.height > 0;
  useEffect(() => onShown(shown), [shown, onShown]);
  return null;
}

const triple = (v: { x: number; y: number; z: number }) => [v.x, v.y, v.z].map((n) => Math.round(n * 10) / 10).join(' ');

/** The 3D view of a board's room: the laid-out products at their real size in the real room, to orbit, zoom and pan. */
export function Room3DView({ layout, items, palette, onCapture }: Room3DViewProps) {
  const hintId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const [three, setThree] = useState<Three | null>(null);
  const [shown, setShown] = useState(false);
  const [preset, setPreset] = useState<CameraPresetId>('eye');
  const [capturing, setCapturing] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const shape = layout?.shape;
  const width = layout?.width;
  const length = layout?.length;
  const room = useMemo(() => (shape && width && length ? roomScene({ shape, width, length }) : null), [shape, width, length]);
  const transforms = useMemo(() => (layout ? itemTransforms(layout, items) : []), [layout, items]);
  const openings = useMemo(() => (layout && room ? openingPanels(layout, room) : []), [layout, room]);
  const tones = useMemo(() => sceneTones(palette), [palette]);

  /** Reports the camera on the stage (data-camera, data-target, data-fov): what tests and tools read to know the view. */
  const report = () => {
    const stage = stageRef.current;
    const orbit = controls.current;
    if (!stage || !orbit || !three) return;
    stage.dataset.camera = triple(three.camera.position);
    stage.dataset.fov = String(three.camera.fov);
    stage.dataset.target = triple(orbit.target);
  };

  const apply = (id: CameraPresetId) => {
    const orbit = controls.current;
    if (!three || !orbit || !room) return;
    const pose = cameraPresets(room, three.camera.aspect)[id];
    three.camera.fov = pose.fov;
    three.camera.updateProjectionMatrix();
    three.camera.position.set(pose.position.x, pose.position.y, pose.position.z);
    orbit.target.set(pose.target.x, pose.target.y, pose.target.z);
    orbit.update();
    three.invalidate();
    setPreset(id);
    report();
  };

  // A new room (shape or size) is framed again by the chosen preset once the canvas has a size; products moving keep
  // the camera where it is.
  const framed = useRef<typeof room>(null);
  useEffect(() => {
    if (!three || !room || !shown || !controls.current || framed.current === room) return;
    framed.current = room;
    apply(preset);
  }, [three, room, shown]);

  // The first frame drawn: marked for the bench (time to the first 3D frame) and on the stage for tests.
  useEffect(() => {
    if (!three) return;
    let frames = 0;
    return addAfterEffect(() => {
      const stage = stageRef.current;
      if (!stage) return;
      frames += 1;
      if (frames === 1) performance.mark('room3d:first-frame');
      stage.dataset.frames = String(frames);
      stage.dataset.cutoutsLoading = String(cutoutsLoading());
    });
  }, [three]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const orbit = controls.current;
    if (!orbit || event.altKey || event.ctrlKey || event.metaKey) return;
    // rotateLeft lowers the azimuth and rotateUp the polar angle; dollyOut brings the camera nearer (zooms in), dollyIn
    // takes it away. Each eases out over the next frames, as a drag does.
    const moves: Record<string, () => void> = {
      ArrowLeft: () => orbit.rotateLeft(ORBIT_STEP),
      ArrowRight: () => orbit.rotateLeft(-ORBIT_STEP),
      ArrowUp: () => orbit.rotateUp(ORBIT_STEP),
      ArrowDown: () => orbit.rotateUp(-ORBIT_STEP),
      '+': () => orbit.dollyOut(ZOOM_STEP),
      '=': () => orbit.dollyOut(ZOOM_STEP),
      '-': () => orbit.dollyIn(ZOOM_STEP),
      _: () => orbit.dollyIn(ZOOM_STEP),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // 'Use this view as the board picture' draws the room from a framed camera (framedCamera: the whole room at 3/4, from
  // the side the user looks from) and shows it; only 'Save as the board picture' sends it.
  const [preview, setPreview] = useState<{ picture: Blob; url: string } | null>(null);
  const closePreview = () => setPreview(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const showPreview = async () => {
    const orbit = controls.current;
    if (!three || !room || !orbit) return;
    setMessage(null);
    try {
      const pose = framedCamera(room, orbit.getAzimuthalAngle(), CAPTURE.width / CAPTURE.height);
      const picture = await drawPicture(three, room, pose);
      setPreview({ picture, url: URL.createObjectURL(picture) });
    } catch {
      setMessage({ text: PICTURE_FAILED, error: true });
    }
  };

  const capture = async () => {
    if (!preview || !onCapture) return;
    setCapturing(true);
    setMessage(null);
    try {
      await onCapture(preview.picture);
      closePreview();
      setMessage({ text: PICTURE_SAVED, error: false });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) {
        setMessage({ text: error instanceof ApiError ? error.message : PICTURE_FAILED, error: true });
      }
    } finally {
      setCapturing(false);
    }
  };

  const limits = room ? orbitLimits(room) : null;
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <div className={styles.presets} role="group" aria-label="Camera">
          {(
            [
              ['eye', 'Eye level'],
              ['top', 'Top view'],
            ] as const
          ).map(([id, label]) => (
            <Button
              key={id}
              variant={preset === id ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={preset === id}
              disabled={!room}
              onClick={() => apply(id)}
            >
              {label}
            </Button>
          ))}
        </div>
        {onCapture ? (
          <Button variant="secondary" size="sm" disabled={!room || !three || capturing} onClick={() => void showPreview()}>
            Use this view as the board picture
          </Button>
        ) : null}
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        tabIndex={0}
        role="application"
        aria-roledescription="3D view"
        aria-label="3D view of the room"
        aria-describedby={hintId}
        data-preset={preset}
        onKeyDown={onKeyDown}
      >
        {room && limits ? (
          <Canvas
            frameloop="demand"
            dpr={[1, 2]}
            gl={{ toneMapping: NeutralToneMapping }}
            camera={{ fov: PRESET_FOV.eye, near: 5, far: 60_000, position: [0, 600, 1200] }}
          >
            <Bridge onReady={setThree} onShown={setShown} />
            <RoomStage room={room} openings={openings} items={transforms} tones={tones} />
            <OrbitControls ref={controls} dampingFactor={0.2} {...limits} onChange={report} />
          </Canvas>
        ) : (
          <p className={styles.loading} role="status">
            Laying out the room…
          </p>
        )}
      </div>
      <p className={styles.hint} id={hintId}>
        Drag to turn the view, scroll or pinch to zoom, right-drag or drag with two fingers to pan. With the keyboard: arrow keys turn, +
        and − zoom.
      </p>
      <PicturePreview
        url={preview?.url ?? null}
        saving={capturing}
        onSave={() => void capture()}
        onCancel={closePreview}
        error={preview && message?.error ? message.text : null}
      />
      {message ? (
        <p className={message.error ? styles.error : styles.status} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The room drawn once at the board picture's size from the framed camera `pose`, as a PNG, with the walls that camera
 * should not see left out; the screen's own size, camera and walls come back on the next frame.
 */
async function drawPicture({ gl, scene, invalidate }: Three, room: RoomScene, pose: CameraPose): Promise<Blob> {
  const size = gl.getSize(new Vector2());
  const ratio = gl.getPixelRatio();
  const camera = new PerspectiveCamera(pose.fov, CAPTURE.width / CAPTURE.height, 5, 60_000);
  camera.position.set(pose.position.x, pose.position.y, pose.position.z);
  camera.lookAt(pose.target.x, pose.target.y, pose.target.z);
  camera.updateProjectionMatrix();
  gl.setPixelRatio(1);
  gl.setSize(CAPTURE.width, CAPTURE.height, false);
  showWallsFor(scene, room, pose.position);
  gl.render(scene, camera);
  // The canvas is read at the call, before the browser clears it: no preserved drawing buffer is needed.
  const blob = new Promise<Blob | null>((resolve) => gl.domElement.toBlob(resolve, 'image/png'));
  gl.setPixelRatio(ratio);
  gl.setSize(size.x, size.y, false);
  invalidate();
  const picture = await blob;
  if (!picture) throw new Error(PICTURE_FAILED);
  return picture;
}

export default Room3DView;
