import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DoubleSide,
  ExtrudeGeometry,
  type Group,
  type Mesh,
  type Object3D,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  type Texture,
  TextureLoader,
} from 'three';
import { cardSize, type ItemTransform, type OpeningPanel, type RoomScene, type Vec3, wallFacesAway } from '../model/room-scene';
import { itemTone, type SceneTones } from '../model/tones';
import { ContactShadow } from './contact-shadow';

/** A shape in the floor plane: the plan's (x, y) as (x, -y), so that turned -90° about x it lies on world (x, 0, y). */
function planShape(points: readonly { x: number; y: number }[]): Shape {
  return new Shape(points.map((p) => ({ x: p.x, y: -p.y }) as never));
}

const FLAT = [-Math.PI / 2, 0, 0] as const;

function Floor({ room, tones }: { room: RoomScene; tones: SceneTones }) {
  const geometry = useMemo(() => new ShapeGeometry(planShape(room.floor)), [room]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} rotation={FLAT}>
      <meshStandardMaterial color={tones.floor} roughness={0.85} side={DoubleSide} />
    </mesh>
  );
}

/**
 * The walls, each a prism between the floor's edge and the wall's outer line; those between the camera and the room are
 * left out. Each names its wall (`userData.wall`), so that a picture drawn from another camera can leave out its own.
 */
function Walls({ room, tones }: { room: RoomScene; tones: SceneTones }) {
  const geometries = useMemo(
    () =>
      room.walls.map(
        (wall) =>
          new ExtrudeGeometry(planShape([wall.inner[0], wall.inner[1], wall.outer[1], wall.outer[0]]), {
            depth: wall.height,
            bevelEnabled: false,
          }),
      ),
    [room],
  );
  useEffect(() => () => geometries.forEach((geometry) => geometry.dispose()), [geometries]);
  const meshes = useRef<Array<Mesh | null>>([]);
  useFrame(({ camera }) => {
    room.walls.forEach((wall, index) => {
      const mesh = meshes.current[index];
      if (mesh) mesh.visible = !wallFacesAway(wall, camera.position);
    });
  });
  return (
    <>
      {geometries.map((geometry, index) => (
        <mesh
          key={index}
          ref={(mesh) => {
            meshes.current[index] = mesh;
          }}
          geometry={geometry}
          rotation={FLAT}
          userData={{ wall: index }}
        >
          {/* Groups of an extrusion: 0 the caps (the wall's top reads as the plan's outline from above), 1 the sides. */}
          <meshStandardMaterial attach="material-0" color={tones.ground} roughness={0.9} />
          <meshStandardMaterial attach="material-1" color={tones.wall} roughness={0.95} />
        </mesh>
      ))}
    </>
  );
}

/**
 * Doors and windows on the inside of their walls: a door as a wooden leaf in a frame, a window as pale glass with a
 * frame; each hidden with its wall when the camera stands outside it.
 */
function Openings({ room, openings }: { room: RoomScene; openings: readonly OpeningPanel[] }) {
  const groups = useRef<Array<Group | null>>([]);
  useFrame(({ camera }) => {
    openings.forEach((panel, index) => {
      const group = groups.current[index];
      const wall = room.walls[panel.wall];
      if (group && wall) group.visible = !wallFacesAway(wall, camera.position);
    });
  });
  return (
    <>
      {openings.map((panel, index) => (
        <group
          key={panel.id}
          ref={(group) => {
            groups.current[index] = group;
          }}
          position={[panel.centre.x, panel.centre.y, panel.centre.z]}
          rotation={[0, panel.rotationY, 0]}
          userData={{ wall: panel.wall }}
        >
          {/* The frame, a little larger than the opening. */}
          <mesh position={[0, 0, -0.2]}>
            <planeGeometry args={[panel.width + 10, panel.height + (panel.kind === 'door' ? 5 : 10)]} />
            <meshStandardMaterial color="#f4efe6" roughness={0.7} side={DoubleSide} />
          </mesh>
          <mesh>
            <planeGeometry args={[panel.width, panel.height]} />
            {panel.kind === 'door' ? (
              <meshStandardMaterial color="#8a6a45" roughness={0.6} side={DoubleSide} />
            ) : (
              <meshStandardMaterial color="#bfe0f2" emissive="#a9d3ea" emissiveIntensity={0.35} roughness={0.2} side={DoubleSide} />
            )}
          </mesh>
          {panel.kind === 'window' ? (
            <mesh position={[0, 0, 0.2]}>
              <planeGeometry args={[3, panel.height]} />
              <meshStandardMaterial color="#f4efe6" side={DoubleSide} />
            </mesh>
          ) : null}
        </group>
      ))}
    </>
  );
}

const textures = new Map<string, Promise<Texture>>();
const loading = new Set<string>();

/** How many cutouts are still on their way (reported on the stage, so a screenshot can wait for them). */
export const cutoutsLoading = () => loading.size;

/** A cutout as a texture, loaded once per address; null while it loads or when it cannot be read. */
function useCutout(url: string | null): Texture | null {
  const [texture, setTexture] = useState<Texture | null>(null);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let pending = textures.get(url);
    if (!pending) {
      const loader = new TextureLoader();
      loader.setCrossOrigin('anonymous');
      pending = loader.loadAsync(url).then((loaded) => {
        loaded.colorSpace = SRGBColorSpace;
        loaded.anisotropy = 4;
        return loaded;
      });
      loading.add(url);
      pending.then(
        () => loading.delete(url),
        () => {
          loading.delete(url);
          textures.delete(url);
        },
      );
      textures.set(url, pending);
    }
    pending.then(
      (loaded) => {
        if (!live) return;
        setTexture(loaded);
        invalidate();
      },
      () => invalidate(),
    );
    return () => {
      live = false;
    };
  }, [url, invalidate]);
  return url ? texture : null;
}

/** The height of the coloured footprint under each product, in cm. */
const FOOTPRINT = 1.5;

/** One product: its footprint in its own colour (or the board's tones), its real volume as a light glass box, and its cutout as an upright card facing the room's front. */
function Item({ item, colour }: { item: ItemTransform; colour: string }) {
  const texture = useCutout(item.imageUrl);
  const { width, length, height } = item.size;
  const image = texture?.image as { width?: number; height?: number } | undefined;
  const card = texture && image?.width && image.height ? cardSize(item.size, image.width / image.height) : null;
  if (item.mount === 'rug') {
    // A rug lies flat: its colour, with its picture on top stretched to its size.
    return (
      <group position={[item.position.x, item.position.y, item.position.z]} rotation={[0, item.rotationY, 0]} name={item.id}>
        <mesh>
          <boxGeometry args={[width, height, length]} />
          <meshStandardMaterial color={colour} roughness={0.95} />
        </mesh>
        {texture ? (
          <mesh position={[0, height / 2 + 0.05, 0]} rotation={FLAT}>
            <planeGeometry args={[width, length]} />
            <meshStandardMaterial map={texture} transparent alphaTest={0.4} roughness={0.95} />
          </mesh>
        ) : null}
      </group>
    );
  }
  return (
    <group position={[item.position.x, item.position.y, item.position.z]} rotation={[0, item.rotationY, 0]} name={item.id}>
      <mesh position={[0, -height / 2 + FOOTPRINT / 2, 0]}>
        <boxGeometry args={[width, FOOTPRINT, length]} />
        <meshStandardMaterial color={colour} roughness={0.7} />
      </mesh>
      <mesh>
        <boxGeometry args={[width, height, length]} />
        <meshStandardMaterial color={colour} transparent opacity={card ? 0.1 : 0.55} depthWrite={false} roughness={0.4} />
      </mesh>
      {card ? (
        <mesh position={[0, -height / 2 + card.height / 2 + FOOTPRINT, 0]}>
          <planeGeometry args={[card.width, card.height]} />
          <meshBasicMaterial map={texture} transparent alphaTest={0.4} side={DoubleSide} toneMapped={false} />
        </mesh>
      ) : null}
    </group>
  );
}

interface RoomStageProps {
  room: RoomScene;
  /** Doors and windows on the walls. */
  openings: readonly OpeningPanel[];
  items: readonly ItemTransform[];
  tones: SceneTones;
}

/** The lit room with its products, in world cm. */
export function RoomStage({ room, openings, items, tones }: RoomStageProps) {
  const span = Math.max(room.outerBounds.maxX - room.outerBounds.minX, room.outerBounds.maxY - room.outerBounds.minY);
  const centre: [number, number, number] = [(room.bounds.minX + room.bounds.maxX) / 2, 0, (room.bounds.minY + room.bounds.maxY) / 2];
  // The shadows are drawn once per arrangement (not every frame): they change only when a product moves.
  const arrangement = items.map((item) => `${item.id}:${item.position.x},${item.position.z},${item.rotationY}`).join('|');
  return (
    <>
      <color attach="background" args={[tones.background]} />
      <hemisphereLight args={[tones.sky, tones.ground, 1.8]} />
      <directionalLight position={[centre[0] - span * 0.4, span * 1.2, centre[2] + span * 0.8]} intensity={1.6} color="#fff6ea" />
      <directionalLight position={[centre[0] + span * 0.6, span * 0.8, centre[2] - span * 0.3]} intensity={0.6} color={tones.sky} />
      <ambientLight intensity={0.5} />
      <Floor room={room} tones={tones} />
      <Walls room={room} tones={tones} />
      <Openings room={room} openings={openings} />
      <ContactShadow
        key={arrangement}
        x={centre[0]}
        y={0.4}
        z={centre[2]}
        size={span * 1.1}
        reach={200}
        blur={2.4}
        opacity={0.45}
        colour="#3a2f25"
      />
      {items.map((item, index) => (
        <Item key={item.id} item={item} colour={itemTone(tones, index, item.colour)} />
      ))}
    </>
  );
}

/** Shows the walls (and their doors and windows) as a camera at `eye` should see them, for one render outside the frame loop. */
export function showWallsFor(scene: Object3D, room: RoomScene, eye: Vec3): void {
  scene.traverse((object) => {
    const wall = typeof object.userData.wall === 'number' ? room.walls[object.userData.wall as number] : undefined;
    if (wall) object.visible = !wallFacesAway(wall, eye);
  });
}
