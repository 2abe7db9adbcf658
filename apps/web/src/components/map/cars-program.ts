import { CAR_FLOATS, type CarBuffer } from './car-buffer';
import { CarCull } from './car-cull';
import { CAR_ICON_SIZE, CAR_STATES, drawCarAtlas } from './car-images';

/**
 * The cars' WebGL2 program (issue 23): one draw of the cars from the `CarBuffer` (8 floats a
 * car, given to each of its quad's 4 corners; the cars lying under another are left out, car-cull.ts),
 * one more for the selected car on top with its halo. Not instanced: SwiftShader (software WebGL) runs an instanced draw as one draw per
 * instance, measured 10,000 cars ≈ 6 times slower that way than as one draw. The vertex shader
 * glides each car from its previous point to its latest and turns it to its heading, from the
 * start time each car carries and the `u_now` uniform: the page's script does nothing per frame.
 * A car's quad is its body (24×38 px of the 50×50 picture: fewer pixels for a software renderer
 * to fill); the selected car's is the whole picture with the halo.
 */
const VERTEX_SHADER = `#version 300 es
precision highp float;
layout(location = 1) in vec4 a_positions;
layout(location = 2) in vec4 a_motion;
uniform mat4 u_matrix;
uniform float u_now;
uniform float u_glideMs;
uniform float u_bearing;
uniform vec2 u_clipPerPixel;
uniform float u_selected;
uniform float u_scale;
out vec2 v_uv;
const float ICON = ${CAR_ICON_SIZE.toFixed(1)};
const float CELLS = ${CAR_STATES.length.toFixed(1)};
const vec2 BODY = vec2(24.0, 38.0);
const vec2 CORNERS[4] = vec2[4](vec2(-0.5, -0.5), vec2(0.5, -0.5), vec2(-0.5, 0.5), vec2(0.5, 0.5));
void main() {
  vec2 a_corner = CORNERS[gl_VertexID % 4];
  float t = u_glideMs <= 0.0 ? 1.0 : clamp((u_now - a_motion.z) / u_glideMs, 0.0, 1.0);
  vec2 position = mix(a_positions.xy, a_positions.zw, t);
  float turn = mod(a_motion.y - a_motion.x + 540.0, 360.0) - 180.0;
  float angle = radians(a_motion.x + turn * t) - u_bearing;
  vec2 local = a_corner * (u_selected > 0.5 ? vec2(ICON) : BODY);
  float c = cos(angle);
  float s = sin(angle);
  vec2 turned = vec2(local.x * c - local.y * s, local.x * s + local.y * c) * u_scale;
  vec4 clip = u_matrix * vec4(position, 0.0, 1.0);
  gl_Position = clip + vec4(turned * u_clipPerPixel * clip.w, 0.0, 0.0);
  float cell = u_selected > 0.5 ? CELLS - 1.0 : a_motion.w;
  v_uv = vec2((cell + local.x / ICON + 0.5) / CELLS, local.y / ICON + 0.5);
}`;

const FRAGMENT_SHADER = `#version 300 es
precision mediump float;
uniform sampler2D u_atlas;
in vec2 v_uv;
out vec4 colour;
void main() {
  colour = texture(u_atlas, v_uv);
  if (colour.a < 0.02) discard;
}`;

/** The atlas is drawn at twice the CSS size: sharp on high-density screens and when zoomed by the browser. */
const ATLAS_PIXEL_RATIO = 2;

/** What a draw needs from the map: MapLibre's Mercator (0..1 world units) → clip matrix (`defaultProjectionData.mainMatrix`), bearing, canvas size in CSS px, the cars' scale (`carScaleAt`), pixels per world unit at its zoom. */
export interface CarsView {
  matrix: ArrayLike<number>;
  bearing: number;
  width: number;
  height: number;
  scale: number;
  worldSize: number;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string) {
  const shader = gl.createShader(type)!;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(`cars shader: ${gl.getShaderInfoLog(shader) ?? 'does not compile'}`);
  return shader;
}

/**
 * MapLibre's matrix takes Mercator world units; the positions are relative to `origin`: the
 * translation goes into the matrix in float64 here, so the GPU only sees small numbers.
 */
export function relativeMatrix(matrix: ArrayLike<number>, origin: { x: number; y: number }): Float32Array {
  const m = Float32Array.from(matrix as ArrayLike<number>);
  for (let row = 0; row < 4; row++) m[12 + row] = matrix[row]! * origin.x + matrix[4 + row]! * origin.y + matrix[12 + row]!;
  return m;
}

/** Numbers per car as the GPU reads them: its 8 at each of its quad's 4 corners. */
const CORNER_FLOATS = CAR_FLOATS * 4;

/** Two triangles per car: corners 0 1 2 and 2 1 3 of car i are 4i + those. */
function quadIndices(cars: number): Uint32Array {
  const indices = new Uint32Array(cars * 6);
  for (let car = 0; car < cars; car++) indices.set([0, 1, 2, 2, 1, 3].map((corner) => car * 4 + corner), car * 6);
  return indices;
}

export class CarsProgram {
  private program: WebGLProgram;
  private vao: WebGLVertexArrayObject;
  private cars: WebGLBuffer;
  private indices: WebGLBuffer;
  /** Which cars the last draw drew: picking asks it. */
  readonly cull = new CarCull();
  private atlas: WebGLTexture;
  private uniforms: Record<'matrix' | 'now' | 'glideMs' | 'bearing' | 'clipPerPixel' | 'selected' | 'scale' | 'atlas', WebGLUniformLocation | null>;
  /** The drawn cars as the GPU takes them: each car's 8 numbers once per corner of its quad. */
  private staging = new Float32Array(0);
  /** Cars the GPU's vertex and index buffers have room for. */
  private room = 0;

  constructor(private readonly gl: WebGL2RenderingContext) {
    const program = gl.createProgram();
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(`cars program: ${gl.getProgramInfoLog(program) ?? 'does not link'}`);
    this.program = program;
    const names = ['matrix', 'now', 'glideMs', 'bearing', 'clipPerPixel', 'selected', 'scale', 'atlas'] as const;
    this.uniforms = Object.fromEntries(names.map((name) => [name, gl.getUniformLocation(program, `u_${name}`)])) as CarsProgram['uniforms'];

    this.vao = gl.createVertexArray();
    gl.bindVertexArray(this.vao);
    this.cars = gl.createBuffer();
    const stride = CAR_FLOATS * Float32Array.BYTES_PER_ELEMENT;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.cars);
    gl.vertexAttribPointer(1, 4, gl.FLOAT, false, stride, 0);
    gl.vertexAttribPointer(2, 4, gl.FLOAT, false, stride, 16);
    gl.enableVertexAttribArray(1);
    gl.enableVertexAttribArray(2);
    this.indices = gl.createBuffer();
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indices);
    gl.bindVertexArray(null);

    this.atlas = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, this.atlas);
    const canvas = drawCarAtlas(ATLAS_PIXEL_RATIO);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
    if (canvas) gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, canvas);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.bindTexture(gl.TEXTURE_2D, null);
  }

  /**
   * Chooses the cars to draw (car-cull.ts) and, when the choice or the cars changed, hands the
   * GPU those cars alone, each car's numbers once per corner of its quad (the vertex shader reads
   * them there: no instancing). At the island's zoom 10,000 cars are about 1,100 drawn. Returns
   * whether anything was handed over; the layer times it.
   */
  prepare(buffer: CarBuffer, worldSize: number, selectedSlot: number): boolean {
    const cull = this.cull;
    if (!cull.update(buffer, worldSize, selectedSlot)) return false;
    const size = cull.totalCount * CORNER_FLOATS;
    if (this.staging.length < size) this.staging = new Float32Array(Math.max(size, this.staging.length * 2));
    const staging = this.staging;
    const data = buffer.data;
    const slots = cull.slots;
    let to = 0;
    for (let index = 0; index < cull.totalCount; index++) {
      const from = slots[index]! * CAR_FLOATS;
      for (let corner = 0; corner < 4; corner++) for (let field = 0; field < CAR_FLOATS; field++) staging[to++] = data[from + field]!;
    }
    const gl = this.gl;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.cars);
    if (cull.totalCount > this.room) {
      // room for twice as many: the buffers are sized again only when the drawn cars outgrow them
      this.room = Math.max(cull.totalCount * 2, 256);
      gl.bufferData(gl.ARRAY_BUFFER, this.room * CORNER_FLOATS * Float32Array.BYTES_PER_ELEMENT, gl.DYNAMIC_DRAW);
      gl.bindVertexArray(this.vao);
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, quadIndices(this.room), gl.STATIC_DRAW);
      gl.bindVertexArray(null);
    }
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, staging, 0, size);
    return true;
  }

  /** Draws the cars at `now` (performance.now() ms), the selected one (`selectedSlot`, or -1) again on top. */
  draw(buffer: CarBuffer, view: CarsView, now: number, selectedSlot: number) {
    const gl = this.gl;
    if (buffer.count === 0 || !buffer.origin) return;
    this.prepare(buffer, view.worldSize, selectedSlot);
    gl.useProgram(this.program);
    gl.bindVertexArray(this.vao);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.atlas);
    gl.uniform1i(this.uniforms.atlas, 0);
    gl.uniformMatrix4fv(this.uniforms.matrix, false, relativeMatrix(view.matrix, buffer.origin));
    gl.uniform1f(this.uniforms.now, now - buffer.epoch);
    gl.uniform1f(this.uniforms.glideMs, buffer.glideMs);
    gl.uniform1f(this.uniforms.bearing, (view.bearing * Math.PI) / 180);
    gl.uniform2f(this.uniforms.clipPerPixel, 2 / view.width, -2 / view.height);
    gl.uniform1f(this.uniforms.selected, 0);
    gl.uniform1f(this.uniforms.scale, view.scale);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.CULL_FACE);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    const { drawnCount, totalCount } = this.cull;
    gl.drawElements(gl.TRIANGLES, drawnCount * 6, gl.UNSIGNED_INT, 0);
    if (totalCount > drawnCount) {
      gl.uniform1f(this.uniforms.selected, 1);
      gl.drawElements(gl.TRIANGLES, 6, gl.UNSIGNED_INT, drawnCount * 6 * Uint32Array.BYTES_PER_ELEMENT);
    }
    gl.bindVertexArray(null);
    gl.bindTexture(gl.TEXTURE_2D, null);
  }

  destroy() {
    const gl = this.gl;
    gl.deleteProgram(this.program);
    gl.deleteVertexArray(this.vao);
    gl.deleteBuffer(this.cars);
    gl.deleteBuffer(this.indices);
    gl.deleteTexture(this.atlas);
  }
}
