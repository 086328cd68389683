plugins {
    id("com.android.application")
}

dependencies {
    implementation(project(":lib"))
    testImplementation("junit:junit:4.13.2")
}
