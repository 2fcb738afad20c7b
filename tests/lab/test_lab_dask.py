"""The money lab on a Dask cluster: the same batches, the same results as here.

The cluster is a `dask.distributed.LocalCluster` started by the test, small for a 2-core
machine: the way to test code meant for a real scheduler (docs/architecture.md)."""
from __future__ import annotations

import json

import pytest

distributed = pytest.importorskip("distributed")

from payday.lab import tables as lab                    # noqa: E402
from payday.cli import main               # noqa: E402
from payday.lab.simulate import LabError, dask_client   # noqa: E402

STYLES = ["saver", "borrower", "deal_hunter", "cautious"]
OPTIONS = dict(games=10, months=2, seed=21, styles=STYLES, rules={"withdrawal_fee": 300})


@pytest.fixture(scope="module")
def cluster():
    # Worker processes, as on a real cluster: the games travel pickled and come back.
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=":0", host="127.0.0.1") as cluster:
        yield cluster


def test_jobs_1_jobs_2_and_dask_give_the_identical_frame(cluster):
    one = lab.run("bonne-paye", jobs=1, **OPTIONS)
    two = lab.run("bonne-paye", jobs=2, **OPTIONS)
    with distributed.Client(cluster) as client:
        seen = []
        on_dask = lab.run("bonne-paye", client=client, progress=lambda done, total: seen.append(done),
                          **OPTIONS)
    assert one.equals(two) and one.equals(on_dask)
    assert seen[-1] == 10 and seen == sorted(seen)


def test_payday_simulate_dask_prints_what_the_local_run_prints(cluster, capsys):
    args = ["simulate", "--variant", "payday-auction", "--games", "6", "--months", "1",
            "--seed", "4", "--rotate", "--json"]
    main(args + ["--jobs", "1"])
    here = json.loads(capsys.readouterr().out)
    assert main(args + ["--dask", cluster.scheduler_address]) == 0
    there = json.loads(capsys.readouterr().out)
    assert here["results"] == there["results"] and here["player_turns"] == there["player_turns"]


def test_a_scheduler_that_is_not_there_is_a_clear_error():
    with pytest.raises(LabError, match="cannot reach the Dask scheduler"):
        dask_client("tcp://127.0.0.1:9", timeout=2)
