"""Synthetic faces for tests, benchmarks, demos and the kiosk agent's video-file camera.

- `render.Head`: a portrait lifted to 3-D by its face mesh and re-rendered under real head rotations.
- `portraits.head("astronaut" | "hopper")`: the sandbox's two demo faces (needs the `synthetic` extra for the
  astronaut, which comes from scikit-image).
- `scenes`: simulated people and attacks that react to the engine's prompts (`Subject`, `StillPhoto`,
  `FlatTilt`, `Swap`, `TwoFaces`, `Dark`, `Blurred`) and `run_session`.
- `video`: scripted Y4M clips for a fake camera (`write_y4m`, `sequence`); CLI:
  `python -m liveness.synthetic --portrait astronaut --sequence bona-fide --out FILE.y4m`.
"""
