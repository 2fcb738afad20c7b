"""The Binder configuration, checked with repo2docker without building an image.

`repo2docker --no-build --debug .` prints the Dockerfile that Binder would build, and needs no
Docker engine, so the tests can see which Python, which packages and which scripts Binder uses.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"


@pytest.fixture(scope="module")
def dockerfile() -> str:
    result = subprocess.run([sys.executable, "-m", "repo2docker", "--no-build", "--debug", "."],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout + result.stderr


def test_binder_uses_the_python_the_workbook_needs(dockerfile):
    runtime = (BINDER / "runtime.txt").read_text().strip()
    version = runtime.removeprefix("python-")
    assert f"python={version}" in dockerfile
    required = re.search(r'requires-python = ">=(\d+\.\d+)"', (ROOT / "pyproject.toml").read_text())
    assert tuple(map(int, version.split("."))) >= tuple(map(int, required.group(1).split(".")))


def test_binder_installs_the_notebook_stack_and_voila(dockerfile):
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in dockerfile
    wanted = (BINDER / "requirements.txt").read_text()
    for package in ("voila", "ipywidgets", "anywidget", "plotly", "kaleido", "pandas", "babel"):
        assert re.search(rf"^{package}\b", wanted, re.M), package


def test_binder_installs_the_workbook_and_a_chrome_for_png_export(dockerfile):
    """docs/architecture.md: Ubuntu's chromium is a snap that cannot run in a container, so postBuild
    fetches plotly's documented Chrome."""
    assert "./binder/postBuild" in dockerfile
    post_build = BINDER / "postBuild"
    assert os.access(post_build, os.X_OK), "postBuild must be executable"
    script = post_build.read_text()
    assert re.search(r"pip install .*-e \"?\.\[notebook\]", script)
    assert "plotly_get_chrome -y" in script


def test_the_readme_has_a_binder_link_to_jupyterlab_and_one_to_the_app():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]+", readme)
    assert any("urlpath=lab" in link for link in links)
    assert any("urlpath=voila%2Frender%2Fnotebooks%2Fplay.ipynb" in link for link in links)
    assert (ROOT / "notebooks" / "play.ipynb").exists()


def test_binder_installs_a_cjk_font_for_chinese_png_export(dockerfile):
    """kaleido's Chrome draws a chart's text with the system's fonts: without a CJK font a
    Chinese chart exported to PNG on Binder shows empty boxes. repo2docker installs the Debian
    packages listed in binder/apt.txt (comment lines are skipped)."""
    listed = [line.strip() for line in (BINDER / "apt.txt").read_text().splitlines()
              if line.strip() and not line.lstrip().startswith("#")]
    assert "fonts-noto-cjk" in listed
    install = re.search(r"apt-get install --yes --no-install-recommends ([^&]+)&&", dockerfile)
    assert install is not None, "repo2docker did not install binder/apt.txt"
    assert "fonts-noto-cjk" in install.group(1).split()
