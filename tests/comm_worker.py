"""One process of tests/test_communication.py's two-process run: ``init`` from the launcher's environment, the
rank queries, a named group, and nn.DistributedGradReducer averaging this rank's gradients; prints JSON."""
import json
import sys

import numpy as np

import msbridge as ms
from msbridge import communication as C


def main():
    C.init()
    rank, size = C.get_rank(), C.get_group_size()
    C.create_group("pair", [1, 0])
    params = ms.nn.Dense(2, 1).trainable_params()
    grads = tuple(ms.Tensor(np.full(p.shape, rank + 1.0, np.float32) * (i + 1)) for i, p in enumerate(params))
    reduced = ms.nn.DistributedGradReducer(params, mean=True, degree=size)(grads)
    out = {"rank": rank, "size": size, "local_rank": C.get_local_rank(), "local_size": C.get_local_rank_size(),
           "world_group": C.GlobalComm.WORLD_COMM_GROUP, "backend": C.GlobalComm.BACKEND,
           "pair": [C.get_rank("pair"), C.get_group_size("pair"), C.get_world_rank_from_group_rank("pair", 1),
                    C.get_group_rank_from_world_rank(1, "pair"), C.get_process_group_ranks("pair")],
           "grads": [g.asnumpy().tolist() for g in grads], "reduced": [g.asnumpy().tolist() for g in reduced]}
    C.destroy_group("pair")
    C.release()
    out["inited_after_release"] = C.GlobalComm.INITED
    print(json.dumps(out))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
