import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, DoubleSide, Mesh, OrthographicCamera, PlaneGeometry, ShaderMaterial, UniformsUtils, WebGLRenderTarget } from 'three';
import { HorizontalBlurShader } from 'three/examples/jsm/shaders/HorizontalBlurShader.js';
import { VerticalBlurShader } from 'three/examples/jsm/shaders/VerticalBlurShader.js';

interface ContactShadowProps {
  /** The centre of the shadow's square, just above the floor (world cm). */
  x: number;
  y: number;
  z: number;
  /** The side of the square it covers (cm). */
  size: number;
  /** How far above the floor a surface still casts: the nearer, the darker. */
  reach: number;
  /** The blur's spread, in texels of a 256-texel texture. */
  blur: number;
  opacity: number;
  colour: string;
  resolution?: number;
}

/**
 * A soft shadow on the floor under everything standing on it, drawn once when it mounts (its parent remounts it when
 * the products move): the scene seen from the floor looking up, each surface as dark as it is near the floor, blurred,
 * and laid on the floor as a texture. Cheaper than shadow maps and softer, as contact shadows are.
 */
export function ContactShadow({ x, y, z, size, reach, blur, opacity, colour, resolution = 512 }: ContactShadowProps) {
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const plane = useRef<Mesh>(null);

  const parts = useMemo(() => {
    const target = new WebGLRenderTarget(resolution, resolution);
    const blurred = new WebGLRenderTarget(resolution, resolution);
    target.texture.generateMipmaps = blurred.texture.generateMipmaps = false;
    // Looking up from the floor: the texture's u runs along world x and its v along world z.
    const camera = new OrthographicCamera(-size / 2, size / 2, size / 2, -size / 2, 0, reach);
    camera.up.set(0, 0, 1);
    camera.position.set(x, y, z);
    camera.lookAt(x, y + 1, z);
    camera.updateMatrixWorld();
    const nearness = new ShaderMaterial({
      uniforms: { colour: { value: new Color(colour) }, reach: { value: reach }, floor: { value: y } },
      vertexShader: `
        varying float height;
        void main() {
          vec4 world = modelMatrix * vec4(position, 1.0);
          height = world.y;
          gl_Position = projectionMatrix * viewMatrix * world;
        }`,
      fragmentShader: `
        uniform vec3 colour;
        uniform float reach;
        uniform float floor;
        varying float height;
        void main() {
          float near = clamp(1.0 - (height - floor) / reach, 0.0, 1.0);
          gl_FragColor = vec4(colour, near);
        }`,
      transparent: true,
      depthTest: false,
      depthWrite: false,
      side: DoubleSide,
    });
    // Uniforms of their own: the shaders' modules hold one object for every material made from them.
    const blurring = (shader: typeof HorizontalBlurShader | typeof VerticalBlurShader) =>
      new ShaderMaterial({ ...shader, uniforms: UniformsUtils.clone(shader.uniforms), depthTest: false });
    const horizontal = blurring(HorizontalBlurShader);
    const vertical = blurring(VerticalBlurShader);
    const quad = new Mesh(new PlaneGeometry(size, size).rotateX(Math.PI / 2));
    quad.position.set(x, y, z);
    quad.updateMatrixWorld();
    return { target, blurred, camera, nearness, horizontal, vertical, quad, drawn: false };
  }, [x, y, z, size, reach, colour, resolution]);

  useEffect(
    () => () => {
      const { target, blurred, nearness, horizontal, vertical, quad } = parts;
      for (const disposable of [target, blurred, nearness, horizontal, vertical, quad.geometry]) disposable.dispose();
    },
    [parts],
  );

  const blurOnce = (spread: number) => {
    const { target, blurred, camera, horizontal, vertical, quad } = parts;
    quad.material = horizontal;
    horizontal.uniforms.tDiffuse!.value = target.texture;
    horizontal.uniforms.h!.value = spread / 256;
    gl.setRenderTarget(blurred);
    gl.render(quad, camera);
    quad.material = vertical;
    vertical.uniforms.tDiffuse!.value = blurred.texture;
    vertical.uniforms.v!.value = spread / 256;
    gl.setRenderTarget(target);
    gl.render(quad, camera);
  };

  useFrame(() => {
    if (parts.drawn || !plane.current) return;
    parts.drawn = true;
    const { target, camera, nearness } = parts;
    const background = scene.background;
    const override = scene.overrideMaterial;
    plane.current.visible = false;
    scene.background = null;
    scene.overrideMaterial = nearness;
    gl.setRenderTarget(target);
    gl.render(scene, camera);
    blurOnce(blur);
    blurOnce(blur * 0.4);
    gl.setRenderTarget(null);
    scene.overrideMaterial = override;
    scene.background = background;
    plane.current.visible = true;
  });

  return (
    <mesh ref={plane} position={[x, y, z]} rotation-x={Math.PI / 2}>
      <planeGeometry args={[size, size]} />
      <meshBasicMaterial transparent depthWrite={false} side={DoubleSide} map={parts.target.texture} opacity={opacity} />
    </mesh>
  );
}
