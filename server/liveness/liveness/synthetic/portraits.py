"""The two public-domain test portraits of the sandbox (docs/contracts/sandbox.md#photos), lifted to 3-D once each."""

from functools import cache
from pathlib import Path

import cv2
import numpy as np

from liveness.synthetic.render import Head

PORTRAITS = ("astronaut", "hopper")


def load_portrait(name: str) -> np.ndarray:
    """`astronaut` (scikit-image), `hopper` (matplotlib sample data) or a path to an image file, as BGR."""
    if name == "astronaut":
        from skimage import data  # the `synthetic` extra; only the astronaut needs it

        return cv2.cvtColor(data.astronaut(), cv2.COLOR_RGB2BGR)
    if name == "hopper":
        from matplotlib import cbook

        jpeg = Path(cbook.get_sample_data("grace_hopper.jpg", asfileobj=False)).read_bytes()
        return cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_COLOR)
    image = cv2.imread(str(Path(name)), cv2.IMREAD_COLOR)
    if image is None:
        raise ValueError(f"no portrait named {name!r} and no image file there")
    return image


@cache
def head(name: str) -> Head:
    """The portrait's 3-D head, computed once per process."""
    return Head.from_portrait(load_portrait(name))
