"""The GitHub Actions workflows are valid and do what the README says.

`.github/workflows/test.yml` runs README's test command on pushes and pull requests (with
`.build/` and `.venv` cached) and annotates pull requests with `verify --format github`;
`.github/workflows/pages.yml` builds the site on main, verifies it the same way and deploys
`site/` to GitHub Pages. Both validate against GitHub's workflow schema as vendored in
check-jsonschema (installed into .venv by scripts/install-browser-deps.sh), offline.
"""
import os
import pathlib
import subprocess
import sys

import pytest
from ruamel.yaml import YAML

REPO = pathlib.Path(__file__).resolve().parents[2]
WORKFLOWS = REPO / ".github" / "workflows"
TEST = WORKFLOWS / "test.yml"
PAGES = WORKFLOWS / "pages.yml"

# Major tags that exist; a workflow naming any other action or version fails here first.
KNOWN_ACTIONS = {
    "actions/checkout@v4", "actions/cache@v4", "actions/upload-artifact@v4",
    "actions/configure-pages@v5", "actions/upload-pages-artifact@v3", "actions/deploy-pages@v4",
}


def check_schema(*paths):
    """check-jsonschema with its builtin GitHub workflow schema; any network use would fail."""
    offline = {**os.environ, "HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
               "NO_PROXY": ""}
    return subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", *map(str, paths)],
        capture_output=True, text=True, env=offline, timeout=120)


def load(path):
    return YAML(typ="safe").load(path.read_text(encoding="utf-8"))


def steps(workflow):
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def runs(workflow):
    return "\n".join(step.get("run", "") for step in steps(workflow))


def uses(workflow):
    return [step["uses"] for step in steps(workflow) if "uses" in step]


def step_using(workflow, action):
    found = [step for step in steps(workflow) if step.get("uses", "").startswith(action + "@")]
    assert len(found) == 1, f"expected one step using {action}, found {len(found)}"
    return found[0]


def test_both_workflows_match_githubs_schema_offline():
    result = check_schema(TEST, PAGES)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok -- validation done" in result.stdout


def test_the_schema_check_rejects_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text(PAGES.read_text(encoding="utf-8").replace("pages: write", "pages: admin"), encoding="utf-8")
    result = check_schema(broken)
    assert result.returncode == 1, result.stdout + result.stderr


@pytest.mark.parametrize("path", [TEST, PAGES], ids=lambda p: p.name)
def test_every_action_is_a_known_major_tag(path):
    assert set(uses(load(path))) <= KNOWN_ACTIONS


@pytest.mark.parametrize("path", [TEST, PAGES], ids=lambda p: p.name)
def test_swift_comes_from_the_official_6_3_image(path):
    images = {job.get("container") for job in load(path)["jobs"].values() if "steps" in job and "container" in job}
    assert images == {"swift:6.3.1-bookworm"}


def test_tests_run_on_push_and_pull_request_with_readmes_command():
    workflow = load(TEST)
    assert {"push", "pull_request"} <= set(workflow["on"])
    assert "bash scripts/test.sh" in runs(workflow)
    assert "bash scripts/test.sh" in (REPO / "README.md").read_text(encoding="utf-8")
    assert all(job["runs-on"] == "ubuntu-latest" for job in workflow["jobs"].values())


def test_tests_cache_the_build_and_the_python_environment():
    caches = {step["with"]["path"]: step["with"]["key"]
              for step in steps(load(TEST)) if step.get("uses") == "actions/cache@v4"}
    assert "hashFiles('Package.swift', 'Sources/**')" in caches[".build"]
    assert "hashFiles('scripts/install-browser-deps.sh')" in caches[".venv"]
    assert "check-jsonschema" in (REPO / "scripts" / "install-browser-deps.sh").read_text(encoding="utf-8")


def test_pull_requests_get_the_verifiers_findings_as_annotations():
    annotate = [step for step in steps(load(TEST)) if "verify --format github" in step.get("run", "")]
    assert len(annotate) == 1
    assert "github.event_name == 'pull_request'" in annotate[0]["if"]


def test_pages_builds_on_main_and_by_hand():
    workflow = load(PAGES)
    assert workflow["on"]["push"]["branches"] == ["main"]
    assert "workflow_dispatch" in workflow["on"]
    assert "bash scripts/build-site.sh" in runs(workflow)
    assert "bash scripts/build-site.sh" in (REPO / "README.md").read_text(encoding="utf-8")


def test_pages_verifies_with_annotations_before_it_uploads():
    workflow = load(PAGES)
    build = steps(workflow)
    verify = next(i for i, step in enumerate(build) if "verify --format github" in step.get("run", ""))
    upload = build.index(step_using(workflow, "actions/upload-pages-artifact"))
    assert verify < upload
    assert step_using(workflow, "actions/upload-pages-artifact")["with"]["path"] == "site"


def test_pages_deploys_with_the_permissions_and_environment_it_needs():
    workflow = load(PAGES)
    deploy_job = next(job for job in workflow["jobs"].values()
                      if any(step.get("uses", "").startswith("actions/deploy-pages@") for step in job["steps"]))
    permissions = {**workflow.get("permissions", {}), **deploy_job.get("permissions", {})}
    assert permissions["pages"] == "write"
    assert permissions["id-token"] == "write"
    assert permissions["contents"] == "read"
    assert deploy_job["environment"]["name"] == "github-pages"
    deploy_step = step_using(workflow, "actions/deploy-pages")
    assert deploy_job["environment"]["url"] == "${{ steps.%s.outputs.page_url }}" % deploy_step["id"]
    assert deploy_job["needs"] in ("build", ["build"])
