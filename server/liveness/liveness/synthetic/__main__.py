"""python -m liveness.synthetic --portrait astronaut|hopper --sequence bona-fide --out FILE.y4m"""

import argparse

from liveness.synthetic.portraits import PORTRAITS, head
from liveness.synthetic.video import SEQUENCES, sequence, write_y4m


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m liveness.synthetic", description=__doc__)
    parser.add_argument("--portrait", default="astronaut", help=f"{' or '.join(PORTRAITS)}, or an image path")
    parser.add_argument("--other", help="second person for --sequence swap (default: the other portrait)")
    parser.add_argument("--sequence", choices=SEQUENCES, default="bona-fide")
    parser.add_argument("--fps", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", required=True, help="Y4M file to write (640x480, 4:2:0)")
    args = parser.parse_args(argv)
    other = args.other or next(name for name in PORTRAITS if name != args.portrait)
    frames = sequence(args.sequence, head(args.portrait), head(other), fps=args.fps, seed=args.seed)
    count = write_y4m(frames, args.out, args.fps)
    print(f"wrote {count} frames ({count / args.fps:.1f} s at {args.fps} fps) to {args.out}")


if __name__ == "__main__":
    main()
