import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  Color,
  IcosahedronGeometry,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  TorusKnotGeometry,
  WebGLRenderer,
} from "three";

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Draws slowly turning wireframe shapes in the brand colours and a drifting star field into
 * `host`. Returns a function that stops and frees everything.
 */
export function startScene(host: HTMLElement): () => void {
  const primary = new Color(cssColour("--brand-primary", "#6366f1"));
  const secondary = new Color(cssColour("--brand-secondary", "#8b5cf6"));
  const renderer = new WebGLRenderer({ alpha: true, antialias: false, powerPreference: "low-power" });
  renderer.setPixelRatio(Math.min(devicePixelRatio, 1.5));
  const canvas = renderer.domElement;
  canvas.dataset.testid = "bg-3d";
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.inlineSize = "100%";
  canvas.style.blockSize = "100%";
  host.appendChild(canvas);

  const scene = new Scene();
  const camera = new PerspectiveCamera(55, 1, 0.1, 100);
  camera.position.z = 9;

  const knot = new Mesh(new TorusKnotGeometry(1.6, 0.42, 120, 12), new MeshBasicMaterial({ color: primary, wireframe: true, transparent: true, opacity: 0.35 }));
  knot.position.set(-3.2, 0.6, 0);
  const gem = new Mesh(new IcosahedronGeometry(1.4, 1), new MeshBasicMaterial({ color: secondary, wireframe: true, transparent: true, opacity: 0.45 }));
  gem.position.set(3.4, -0.8, -1);

  const count = 600;
  const positions = new Float32Array(count * 3);
  for (let i = 0; i < positions.length; i++) positions[i] = (Math.random() - 0.5) * 24;
  const stars = new BufferGeometry();
  stars.setAttribute("position", new BufferAttribute(positions, 3));
  const field = new Points(stars, new PointsMaterial({ color: 0xffffff, size: 0.045, transparent: true, opacity: 0.7, blending: AdditiveBlending }));
  scene.add(knot, gem, field);

  const resize = () => {
    const { width, height } = host.getBoundingClientRect();
    if (!width || !height) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    // The shapes keep to the corners, away from the band in the middle where the title and the
    // subtitle are read: the knot high at the start, the gem low at the end, smaller on phones.
    const halfHeight = Math.tan(((camera.fov / 2) * Math.PI) / 180) * camera.position.z;
    const halfWidth = halfHeight * camera.aspect;
    const scale = Math.min(1, 0.45 + camera.aspect * 0.4);
    const rtl = document.documentElement.dir === "rtl" ? -1 : 1;
    knot.scale.setScalar(scale);
    gem.scale.setScalar(scale);
    knot.position.set(rtl * -(halfWidth - 1.4 * scale), halfHeight * 0.72, 0);
    gem.position.set(rtl * (halfWidth - 1.2 * scale), -halfHeight * 0.74, -1);
  };
  resize();

  let frame = 0;
  let visible = true;
  const loop = (time: number) => {
    frame = 0;
    const s = time / 1000;
    knot.rotation.set(s * 0.15, s * 0.22, 0);
    gem.rotation.set(s * 0.25, s * 0.12, 0);
    field.rotation.y = s * 0.02;
    renderer.render(scene, camera);
    schedule();
  };
  // Runs only while the tab is shown and the hero is on screen.
  const schedule = () => {
    if (!frame && visible && !document.hidden) frame = requestAnimationFrame(loop);
  };
  const observer = new IntersectionObserver(([entry]) => {
    visible = entry.isIntersecting;
    schedule();
  });
  observer.observe(host);
  const onVisibility = () => schedule();
  document.addEventListener("visibilitychange", onVisibility);
  addEventListener("resize", resize);
  schedule();

  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    document.removeEventListener("visibilitychange", onVisibility);
    removeEventListener("resize", resize);
    scene.traverse((o) => {
      const mesh = o as Mesh;
      mesh.geometry?.dispose();
      (mesh.material as MeshBasicMaterial | undefined)?.dispose?.();
    });
    renderer.dispose();
    canvas.remove();
  };
}
