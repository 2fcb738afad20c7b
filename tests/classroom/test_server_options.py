"""The class server's settings and terminal, without a server: a teacher's `--ClassroomVoila.*`
options against the launcher's own, and what a log line may show. The real servers are
started in tests/browser/test_server_options.py."""
from __future__ import annotations

import logging
from collections import Counter

from payday import i18n
from payday.classroom import launcher
from payday.classroom.serving import scrubbing


def students_options(extra: list[str]) -> list[str]:
    """The students' server's options as `payday app` passes them, with the teacher's `extra`."""
    own = launcher.kernel_settings(students=True, class_size=30, cull_idle_minutes=90)
    return launcher.voila_command("play.ipynb", 8866, launcher.LOCAL,
                                  launcher.overridden(own, extra))


def test_a_teachers_options_replace_the_launchers_each_setting_given_once():
    """"kernels_per_client only accepts one value, got 2": the README's advice stopped the
    students' server at start, because the launcher passed its own value too. Every setting
    the teacher gives (either spelling) replaces the launcher's, and each is passed once."""
    extra = ["--ClassroomVoila.kernels_per_client=30", "--ClassroomVoila.max_kernels", "40",
             "--ClassroomVoila.spare_kernels=1", "--ClassroomVoila.full_wait=12",
             "--ClassroomVoila.connect_grace=90", "--ClassroomVoila.reconnect_grace=300",
             "--MappingKernelManager.cull_idle_timeout=600", "--port=9000"]
    command = students_options(extra)
    given = Counter(launcher.option_setting(argument) for argument in command)
    del given[None]
    assert max(given.values()) == 1, [name for name, count in given.items() if count > 1]
    for setting, value in [("ClassroomVoila.kernels_per_client", "30"),
                           ("ClassroomVoila.max_kernels", "40"),
                           ("ClassroomVoila.spare_kernels", "1"),
                           ("ClassroomVoila.full_wait", "12"),
                           ("MappingKernelManager.cull_idle_timeout", "600"),
                           ("Voila.port", "9000")]:
        assert launcher.in_force(command, setting) == value, setting
    # the launcher's other settings stay
    assert launcher.in_force(command, "VoilaConfiguration.preheat_kernel") == "True"


def test_the_limits_line_prints_the_values_in_force():
    """The terminal's limits line shows the teacher's values where given, else the
    launcher's; 0 pages is no limit."""
    own = launcher.kernel_settings(students=True, class_size=30, cull_idle_minutes=90)
    assert launcher.limits(own, "en") == {"most": "35", "per_device": "3", "grace": "60",
                                          "dropped": "180"}
    theirs = launcher.overridden(own, ["--ClassroomVoila.kernels_per_client=30",
                                       "--ClassroomVoila.max_kernels=0",
                                       "--ClassroomVoila.connect_grace", "45",
                                       "--ClassroomVoila.reconnect_grace=120"])
    shown = launcher.limits(theirs, "fr")
    assert shown == {"most": i18n.t("serve.no_limit", "fr"), "per_device": "30", "grace": "45",
                     "dropped": "120"}
    for lang in ("en", "fr", "zh-Hant"):
        line = i18n.t("serve.limits", lang, **launcher.limits(theirs, lang))
        assert "30" in line and "45" in line and "120" in line


def test_a_log_line_shows_no_key_resume_code_or_students_name():
    """"429 GET /?token=<key>": a refused request printed the dashboard's key, and links printed
    resume codes and students' names. Every log line shows those parameters without their
    values, and "[kernel]" for a kernel's id; the rest of the line stays."""
    records: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: records.append(handler.format(record))  # type: ignore[method-assign]
    log = logging.getLogger("payday-test-scrubbing")
    log.addHandler(handler)
    log.propagate = False
    log.setLevel(logging.INFO)
    before = logging.getLogRecordFactory()
    logging.setLogRecordFactory(scrubbing(before))
    try:
        log.warning("%d %s %s (%s)", 429, "GET", "/?token=Qm7x-2vLp-9s-guard&lang=fr", "10.0.0.7")
        log.warning("503 GET /?class=7B&student=Ada%20Lovelace&resume=K7Q2XZ (10.0.0.8)")
        log.info("Kernel started: 3f2a1b4c-0000-4000-8000-00000000abcd")
    finally:
        logging.setLogRecordFactory(before)
        log.removeHandler(handler)
    text = "\n".join(records)
    for secret in ("Qm7x-2vLp-9s-guard", "Ada", "Lovelace", "K7Q2XZ", "3f2a1b4c"):
        assert secret not in text
    assert "429 GET /?token=…&lang=fr (10.0.0.7)" in text
    assert "class=7B&student=…&resume=…" in text and "[kernel]" in text
