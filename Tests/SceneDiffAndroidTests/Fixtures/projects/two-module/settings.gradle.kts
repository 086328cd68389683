// A two-module fixture for project mode: an app and the library it uses (Docs/projects.md).
rootProject.name = "two-module"
include(":app")
include(":lib")
project(":lib").projectDir = file("libraries/lib")
