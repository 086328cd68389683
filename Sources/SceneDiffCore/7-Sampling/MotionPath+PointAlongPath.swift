extension MotionPath: PointAlongPath {}
